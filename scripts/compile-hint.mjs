// Chromium's explicit compile hint (Chrome 136+; other browsers read a comment): every function in
// the file is compiled eagerly, off the main thread while the file streams in, instead of lazily
// on the main thread the first time it runs. Our browser modules are small and run almost all of
// their code on load (React's hydration, the behaviours' attach), so the lazy compiles were main-
// thread work at the worst moment: Lighthouse traces showed /tv's island evaluating in one
// 40–44 ms task, 11 ms with the hint. The banner must be the file's first line.
export const COMPILE_HINT_BANNER = { js: "//# allFunctionsCalledOnLoad" };
