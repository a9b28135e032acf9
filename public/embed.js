/* global document, window, URL */
/*
 * The web widget (the install overlay's embed snippet):
 *   <script src="https://<console>/embed.js" data-agent="<username>" async></script>
 *
 * It adds one floating button to the host page that opens the agent's public page
 * (`/u/<username>` on the console's origin, where a visitor sees the agent, its links and recent
 * messages, and can call it) in a new tab. Nothing is framed: the console refuses to be framed
 * (X-Frame-Options DENY, frame-ancestors 'none'), so the widget links instead of embedding.
 *
 * Hand-written, with no dependencies and no build step, because it runs on other people's pages:
 * it must be tiny, must not touch their globals or styles (a shadow root holds its markup
 * and CSS), must not read their cookies, and must never send their address along (no-referrer).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  // The same rule as the console's public profile route (src/lib/public-pages): letters, digits,
  // `_`, `.`, `-`; at most 100; not only dots.
  var agent = (script.getAttribute('data-agent') || '').trim();
  try {
    agent = decodeURIComponent(agent);
  } catch {
    agent = '';
  }
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(agent) || /^\.+$/.test(agent)) {
    if (window.console) window.console.warn('embed.js: data-agent is missing or not a valid username.');
    return;
  }
  var origin = new URL(script.src, document.baseURI).origin;
  var href = origin + '/u/' + encodeURIComponent(agent);
  var label = (script.getAttribute('data-label') || '').trim().slice(0, 60) || 'Talk to us';

  function mount() {
    if (document.querySelector('[data-embed-agent="' + agent + '"]')) return; // loaded twice
    var host = document.createElement('div');
    host.setAttribute('data-embed-agent', agent);
    host.style.cssText = 'position:fixed;right:20px;bottom:20px;z-index:2147483000;';
    var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    var style = document.createElement('style');
    style.textContent =
      'a{display:inline-flex;align-items:center;gap:8px;padding:12px 18px;border-radius:999px;' +
      'font:600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff;' +
      'background:#2563eb;text-decoration:none;box-shadow:0 6px 20px rgba(0,0,0,.25)}' +
      'a:hover{background:#1d4ed8}a:focus-visible{outline:3px solid #93c5fd;outline-offset:3px}' +
      'svg{width:18px;height:18px;flex:none}';
    var link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.referrerPolicy = 'no-referrer';
    link.setAttribute('aria-label', label + ' (opens in a new tab)');
    // A speech bubble (lucide "message-circle"), drawn with DOM calls: no HTML strings.
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('fill', 'none');
    svg.setAttribute('stroke', 'currentColor');
    svg.setAttribute('stroke-width', '2');
    svg.setAttribute('aria-hidden', 'true');
    var path = document.createElementNS(ns, 'path');
    path.setAttribute('d', 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z');
    svg.appendChild(path);
    link.appendChild(svg);
    link.appendChild(document.createTextNode(label));
    root.appendChild(style);
    root.appendChild(link);
    document.body.appendChild(host);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
