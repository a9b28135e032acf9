import '@testing-library/jest-dom/vitest';

// Screen tests: findBy/waitFor wait up to 10 s (1 s by default). The suite shares 2 cores with
// builds and the type-check, and a dialog's lazy module can take seconds to arrive under load; a
// missing element still fails, only later.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
