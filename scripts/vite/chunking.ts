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

export const chunking = {
  codeSplitting: {
    experimentalInlineCommonChunks: {
      maxSize: INLINE_COMMON_CHUNKS_BELOW,
      exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
    },
  },
};
