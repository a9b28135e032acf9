// Only re-exports: the first download imports this barrel, and a module it imports is there whole
// with every export a later chunk uses, a barrel's own code included. ./gates (the template-variable
// default by role, the new-conversation gate) is used only by later pages, so it stays out.
// ./sections (which sections the viewer is shown) is the navigation's rule, in the first download.
export * from './flags';
export * from './gates';
export * from './sections';
