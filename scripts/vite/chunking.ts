/**
 * How the production build splits the client into files, shared by the app's build and the benchmark
 * page's. The widgets load lazily, one file per element type, and code two or more of them share lands in
 * a common file of its own: for a first page of ordinary questions about 25 small files (an icon, a date
 * helper, the text input), fetched at most six at a time over one origin's HTTP/1.1 connections, in rounds
 * that held the first render back by about 120 ms (bench/README.md, "Small shared files inlined"). Common
 * files under this size are copied into the files that use them instead; rolldown keeps one module state
 * across the copies. Files holding styles stay files, so every stylesheet is emitted once.
 */
export const INLINE_COMMON_CHUNKS_BELOW = 30_000;

/**
 * The widgets of the questions most forms' pages show, and the answer checks a page waits for with them, are
 * one lazily loaded file: a first page of ordinary questions asked for eleven files after the entry (now
 * six), and the browser's six connections fetched them in two rounds, the second holding the first render
 * back (default mode at 1000/500: 382 → 367 ms, medians of ten cold loads in turn; bench/README.md, "An
 * eleventh machine"). What they import stays where it was, so the entry never imports this file and the JS
 * a form screen loads before any widget is unchanged. Other element types keep a file each.
 */
const FORM_QUESTIONS =
  /(elements[\\/](section|simple-text|boolean|money|number|date|select-list|radio-buttons|checkboxes)\.widget\.tsx|renderer[\\/]answer-judge-code\.ts|elements[\\/]answer-checks\.ts)$/;

export const chunking = {
  codeSplitting: {
    groups: [
      {
        name: 'form-questions',
        test: FORM_QUESTIONS,
        includeDependenciesRecursively: false,
      },
    ],
    experimentalInlineCommonChunks: {
      maxSize: INLINE_COMMON_CHUNKS_BELOW,
      exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
    },
  },
};
