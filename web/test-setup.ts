// Web unit tests that render in jsdom: a find* waits up to 5 s, not Testing Library's 1 s. The
// first page a file renders loads its modules and the mocked API first, and on a busy 2-core CI
// machine that alone took 1.3–1.6 s (2026-11-30), which says nothing about the page. A failing
// find only waits longer; nothing that passes changes. Server unit tests (no window) skip the
// import, which would cost each of them React's.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
