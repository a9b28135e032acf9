// The numbers area's stateful handlers, keyed by operationId (see handlers.js). Merged into
// `handlers` with every other area's: each operation has exactly one handler (a second throws).
//
// Phone numbers: a pool of available numbers per area code (the 555-01xx range, which is never
// a real line), searched by prefix, by locality and by phrase; an assigned number leaves every
// search and becomes the account's `vidaPhoneNumber` (its previous number returns to the pool).
// Bring your own (`byo/assign`) makes the number the account's and starts its verification:
// `verifyCellForwarding` checks forwarding, `validateVerifiedNumber` with `listen` hears the
// verification call. SMS access is requested through the account's settings
// (`settings.smsAccessRequest`); the mock approves it at once where the account's `smsMessaging`
// setting is not false. The account's settings (updateAccountSettings: the own account's, or a
// known organization's, reseller's or agent account's by `targetAccountId`) are saved here for
// every screen that saves them (team, settings, numbers). The calendar: the schedule (validated),
// Google Calendar connected, listed, main calendar chosen, disconnected, and Calendly enabled
// with a token it never answers.
import { merge, notFound, refuse, seconds } from './util.js';

/** Area codes the pool offers: [area code, city, region]. */
const AREAS = [
  ['415', 'San Francisco', 'CA'],
  ['628', 'San Francisco', 'CA'],
  ['510', 'Oakland', 'CA'],
  ['650', 'San Mateo', 'CA'],
  ['212', 'New York', 'NY'],
  ['646', 'New York', 'NY'],
  ['718', 'Brooklyn', 'NY'],
  ['312', 'Chicago', 'IL'],
  ['512', 'Austin', 'TX'],
  ['214', 'Dallas', 'TX'],
  ['206', 'Seattle', 'WA'],
  ['303', 'Denver', 'CO'],
  ['617', 'Boston', 'MA'],
  ['305', 'Miami', 'FL'],
  ['404', 'Atlanta', 'GA'],
  ['602', 'Phoenix', 'AZ'],
];
/** The line numbers of each area (555-01xx); the 415 ones include the contract's examples. */
const LINES = ['0142', '0177', '0198', '0113', '0156', '0121'];

const digitsOf = (v) => String(v ?? '').replace(/\D/g, '');
const display = (d) => (d.length === 11 ? `(${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}` : d);
const offer = (digits, area, friendlyName) => ({
  number: `+${digits}`,
  friendlyName: friendlyName ?? display(digits),
  city: area[1],
  region: area[2],
  country: 'US',
});

/** Every number of the pool, as offered (before what is taken is removed). */
const POOL = AREAS.flatMap((area, i) =>
  LINES.map((line, k) => {
    // Each area has its own mix of lines, so two areas never offer the same list.
    const shifted = i === 0 ? line : `01${String((Number(line.slice(2)) + i * 7 + k) % 100).padStart(2, '0')}`;
    return offer(`1${area[0]}555${shifted}`, area);
  }),
);

/** The numbers state of a token (made on first use, with the numbers the accounts already hold). */
function numbersOf(ctx) {
  const s = ctx.state;
  if (!s.numbers) {
    const held = [s.account, ...(s.organizations ?? []), ...(s.agentAccounts ?? [])]
      .map((a) => digitsOf(a?.vidaPhoneNumber))
      .filter(Boolean);
    s.numbers = { taken: [...new Set(held)], offered: [], custom: {} };
  }
  return s.numbers;
}

/** The account a call acts on: the own account, or one of the lists the mock knows. */
function targetOf(ctx) {
  const id = Number(ctx.query.targetAccountId);
  const s = ctx.state;
  if (!Number.isInteger(id) || id <= 0 || id === s.account.id) return { key: String(s.account.id), entry: s.account };
  for (const kind of ['organizations', 'resellers', 'agentAccounts']) {
    const entry = s[kind]?.find((a) => a.id === id);
    if (entry) return { key: String(id), entry };
  }
  return { key: String(s.account.id), entry: s.account };
}

function available(ctx, list) {
  const taken = new Set(numbersOf(ctx).taken);
  return list.filter((n) => !taken.has(digitsOf(n.number)));
}

function answerNumbers(ctx, list, none) {
  const numbers = available(ctx, list).slice(0, 100);
  if (!numbers.length) return { status: 404, body: { success: false, message: none } };
  // Remembered, so that assigning one of them is accepted (phrase numbers are not in the pool).
  const state = numbersOf(ctx);
  state.offered = [...new Set([...numbers.map((n) => digitsOf(n.number)), ...state.offered])].slice(0, 300);
  return { body: { success: true, message: 'Success', numbers } };
}

const KEYPAD = { A: 2, B: 2, C: 2, D: 3, E: 3, F: 3, G: 4, H: 4, I: 4, J: 5, K: 5, L: 5, M: 6, N: 6, O: 6 };
Object.assign(KEYPAD, { P: 7, Q: 7, R: 7, S: 7, T: 8, U: 8, V: 8, W: 9, X: 9, Y: 9, Z: 9 });

function setAgentNumber(ctx, entry, digits) {
  const state = numbersOf(ctx);
  const previous = digitsOf(entry.vidaPhoneNumber);
  state.taken = state.taken.filter((d) => d !== previous);
  if (digits) state.taken.push(digits);
  entry.vidaPhoneNumber = digits;
}

function googleOf(ctx) {
  ctx.state.google ??= { connected: true, calendars: null, main: null };
  return ctx.state.google;
}
const notConnected = () => notFound('Google Calendar is not connected.');

function scheduleProblem(schedule) {
  const minutes = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const byDay = {};
  for (const b of schedule.availability ?? []) {
    if (minutes(b.end) <= minutes(b.start)) return `${b.day} ${b.start}–${b.end}: the end must be after the start.`;
    (byDay[b.day] ??= []).push(b);
  }
  for (const [day, blocks] of Object.entries(byDay)) {
    blocks.sort((a, b) => minutes(a.start) - minutes(b.start));
    for (let i = 1; i < blocks.length; i++)
      if (minutes(blocks[i].start) < minutes(blocks[i - 1].end))
        return `${day} ${blocks[i].start}–${blocks[i].end} overlaps ${blocks[i - 1].start}–${blocks[i - 1].end}.`;
  }
  const dates = new Set();
  for (const ex of schedule.exceptions ?? []) {
    if (Number.isNaN(Date.parse(`${ex.date}T00:00:00Z`))) return `${ex.date} is not a date.`;
    if (dates.has(ex.date)) return `${ex.date} is listed twice.`;
    dates.add(ex.date);
    if ((ex.start === undefined) !== (ex.end === undefined)) return `${ex.date}: give both a start and an end.`;
    if (ex.start !== undefined && minutes(ex.end) <= minutes(ex.start))
      return `${ex.date} ${ex.start}–${ex.end}: the end must be after the start.`;
  }
  if (schedule.timezone !== undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: schedule.timezone });
    } catch {
      return `${schedule.timezone} is not a time zone.`;
    }
  }
  return null;
}

export const numbersHandlers = {
  // --- searching and assigning -----------------------------------------------------------
  searchPhoneNumbersByPrefix(ctx) {
    const prefix = digitsOf(ctx.body.prefix);
    if ((ctx.body.country ?? 'US') !== 'US') return notFound(`No numbers in ${ctx.body.country} yet.`);
    const exact = POOL.filter((n) => digitsOf(n.number).slice(1).startsWith(prefix));
    if (available(ctx, exact).length || ctx.body.strict !== false)
      return answerNumbers(ctx, exact, `No numbers available for area code ${prefix}.`);
    // Not strict: numbers of the same state as the area code (or none when the area is unknown).
    const area = AREAS.find((a) => prefix.startsWith(a[0]) || a[0].startsWith(prefix.slice(0, 3)));
    const nearby = area ? POOL.filter((n) => n.region === area[2]) : [];
    return answerNumbers(ctx, nearby, `No numbers available for area code ${prefix} or nearby.`);
  },
  searchPhoneNumbersByLocality(ctx) {
    const city = String(ctx.body.city ?? '')
      .trim()
      .toLowerCase();
    const region = String(ctx.body.region ?? '')
      .trim()
      .toUpperCase();
    if (!city && !region) return refuse(ctx, 'Give a city, a region, or both.', [400]);
    if ((ctx.body.country ?? 'US') !== 'US') return notFound(`No numbers in ${ctx.body.country} yet.`);
    const inRegion = POOL.filter((n) => !region || n.region === region);
    const inCity = inRegion.filter((n) => !city || n.city.toLowerCase() === city);
    // A city without numbers: numbers nearby (the same state) when the state is given.
    const list = available(ctx, inCity).length || !region ? inCity : inRegion;
    const where = [ctx.body.city, region].filter(Boolean).join(', ');
    return answerNumbers(ctx, list, `No numbers available in ${where}.`);
  },
  searchPhoneNumbersByPhrase(ctx) {
    const phrase = String(ctx.body.phrase).toUpperCase();
    const keys = [...phrase].map((c) => (c === '*' ? '*' : /\d/.test(c) ? c : KEYPAD[c])).join('');
    if (keys.includes('undefined') || keys.length > 7)
      return notFound(`No numbers spell ${ctx.body.phrase}: use up to 7 letters or digits.`);
    const region = ctx.body.region ? String(ctx.body.region).toUpperCase() : undefined;
    const city = ctx.body.city ? String(ctx.body.city).toLowerCase() : undefined;
    const areas = AREAS.filter((a) => (!region || a[2] === region) && (!city || a[1].toLowerCase() === city));
    const list = areas.slice(0, 4).flatMap((area, i) =>
      [0, 1].map((k) => {
        // The phrase ends the number; what comes before (and every *) is filled from the area.
        const fill = `${area[0]}${i}${k}${area[0]}${k}${i}`;
        const tail = [...keys.padStart(7, '#')]
          .map((c, j) => (c === '#' || c === '*' ? fill[j % fill.length] : c))
          .join('');
        const digits = `1${area[0]}${tail}`;
        const letters = [...phrase].map((c, j) => (c === '*' ? tail[7 - keys.length + j] : c)).join('');
        const lead = tail.slice(0, 7 - keys.length);
        const shown = `(${area[0]}) ${lead ? `${lead}-` : ''}${letters}`;
        return offer(digits, area, shown.slice(0, 40));
      }),
    );
    const where = [ctx.body.city, region].filter(Boolean).join(', ');
    return answerNumbers(ctx, list, `No numbers spell ${ctx.body.phrase}${where ? ` in ${where}` : ''}.`);
  },
  assignPhoneNumber(ctx) {
    const digits = digitsOf(ctx.body.number);
    const state = numbersOf(ctx);
    const known = state.offered.includes(digits) || POOL.some((n) => digitsOf(n.number) === digits);
    if (!known || state.taken.includes(digits))
      return notFound(`${display(digits)} is no longer available. Search again and choose another number.`);
    const { key, entry } = targetOf(ctx);
    setAgentNumber(ctx, entry, digits);
    delete state.custom[key];
    return { body: { success: true, message: `${display(digits)} is now your agent's number` } };
  },
  assignByoPhoneNumber(ctx) {
    const digits = digitsOf(ctx.body.number);
    const state = numbersOf(ctx);
    const { key, entry } = targetOf(ctx);
    if (state.taken.includes(digits) && digitsOf(entry.vidaPhoneNumber) !== digits)
      return refuse(ctx, `${display(digits)} is already used by another agent.`, [400]);
    setAgentNumber(ctx, entry, digits);
    state.custom[key] = { number: digits, state: 'unverified' };
    return { body: { success: true, message: `${display(digits)} is assigned; verify it to start taking calls` } };
  },

  // --- verifying a number you bring ------------------------------------------------------
  verifyCellForwarding(ctx) {
    const { key, entry } = targetOf(ctx);
    const agent = digitsOf(entry.vidaPhoneNumber);
    if (!agent) return refuse(ctx, 'The account has no agent number to forward to. Choose a number first.', [422]);
    const custom = numbersOf(ctx).custom[key];
    if (custom && custom.state === 'unverified') custom.state = 'forwarding';
    return { body: { success: true, verified: true, message: `Forwarding to ${agent} is working` } };
  },
  validateVerifiedNumber(ctx) {
    const { key, entry } = targetOf(ctx);
    const custom = numbersOf(ctx).custom[key];
    const number = custom?.number ?? digitsOf(entry.phoneNumber);
    if (!number) return refuse(ctx, 'There is no number to verify. Add your number first.', [422]);
    if (custom && ctx.body.listen === true) {
      if (custom.state === 'unverified')
        return refuse(ctx, 'Check forwarding first: the verification call goes through it.', [422]);
      custom.state = 'verified';
    }
    const verified = custom ? custom.state === 'verified' : true;
    return {
      body: {
        success: true,
        verified,
        phoneNumber: number,
        message: verified ? 'The number is verified' : 'Waiting for the verification call',
      },
    };
  },

  // --- SMS access, requested through the account's settings -------------------------------
  updateAccountSettings(ctx) {
    const { entry } = targetOf(ctx);
    const settings = merge(entry.settings ?? {}, ctx.body.settings);
    entry.settings = settings;
    if (ctx.body.settings?.smsAccessRequest && settings.smsMessaging !== false) entry.smsEnabled = true;
    return { body: { success: true, message: 'Settings saved', settings } };
  },

  // --- the schedule ----------------------------------------------------------------------
  saveSchedule(ctx) {
    const problem = scheduleProblem(ctx.body.schedule);
    if (problem) return refuse(ctx, problem, [400]);
    ctx.state.schedule = ctx.body.schedule;
    return { body: { success: true, schedule: ctx.state.schedule } };
  },

  // --- Google Calendar and Calendly ------------------------------------------------------
  listGoogleCalendars(ctx, example) {
    const google = googleOf(ctx);
    if (!google.connected) return notConnected();
    google.calendars ??= example?.body?.calendars ?? [];
    return { body: { success: true, calendars: google.calendars } };
  },
  getMainGoogleCalendar(ctx, example) {
    const google = googleOf(ctx);
    if (!google.connected) return notConnected();
    google.main ??= example?.body?.calendar?.id ?? null;
    const calendar =
      google.calendars?.find((c) => c.id === google.main) ??
      (example?.body?.calendar?.id === google.main ? example.body.calendar : undefined);
    return calendar ? { body: { success: true, calendar } } : notFound('No main calendar is chosen yet.');
  },
  setMainGoogleCalendar(ctx) {
    const google = googleOf(ctx);
    if (!google.connected) return notConnected();
    if (google.calendars && !google.calendars.some((c) => c.id === ctx.body.calendar))
      return notFound('That calendar is not in the connected Google account.');
    google.main = ctx.body.calendar;
    return { body: { success: true, message: 'Main calendar updated' } };
  },
  disconnectGoogleCalendar(ctx) {
    const google = googleOf(ctx);
    google.connected = false;
    google.main = null;
    return { body: { success: true, message: 'Google Calendar disconnected' } };
  },
  enableCalendly(ctx) {
    const token = String(ctx.body.userPAT ?? '');
    if (token.length < 20 || /\s/.test(token))
      return refuse(ctx, 'Calendly did not accept this token. Create a new personal access token and paste it.', [422]);
    // Write-only: the token is never kept where an answer could include it.
    ctx.state.calendly = { enabled: true, connectedAt: seconds(ctx.now()) };
    return { body: { success: true, message: 'Calendly enabled' } };
  },
  disableCalendly(ctx) {
    ctx.state.calendly = { enabled: false };
    return { body: { success: true, message: 'Calendly disabled' } };
  },
};

/** The calendar integrations' records (answers `undefined` for any other slug). Not handlers of
 * their own: handlers-developer.js's getIntegration and saveIntegration build on them. */
export const calendarIntegrations = {
  getIntegration(ctx) {
    if (ctx.params.slug === 'googleCalendar') {
      return googleOf(ctx).connected
        ? { body: { success: true, slug: 'googleCalendar', appId: 'google-calendar', appData: { connected: true } } }
        : notConnected();
    }
    if (ctx.params.slug === 'calendly') {
      const c = ctx.state.calendly;
      return c?.enabled
        ? {
            body: {
              success: true,
              slug: 'calendly',
              appId: 'calendly',
              appData: { enabled: true, connectedAt: c.connectedAt },
            },
          }
        : notFound('Calendly is not connected.');
    }
    return undefined;
  },
  saveIntegration(ctx) {
    if (ctx.params.slug !== 'googleCalendar') return undefined;
    const google = googleOf(ctx);
    google.connected = true;
    return {
      body: {
        success: true,
        message: 'Google Calendar connected',
        slug: 'googleCalendar',
        appId: 'google-calendar',
        appData: { connected: true },
      },
    };
  },
};
