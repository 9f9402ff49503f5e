// The answer widgets most forms open with, built into one chunk with the parts only they use (inputs,
// option lists, icons). Split one chunk per widget and per shared part, the first page of a mixed form
// fetched 27 small scripts: each a modulepreload link the page inserts, a request whose response the
// renderer's main thread handles in several small tasks, and a module to compile and link, while the same
// thread compiles the form's rules and renders. The heavier and rarer widgets (rich text, files, discussion,
// stamps…) keep their own chunks, and a part the app's entry or another widget also imports stays where it
// was, so no screen fetches more before its widgets than it did.

const ANSWER_WIDGETS = new Set([
  'boolean',
  'checkboxes',
  'date',
  'money',
  'number',
  'radio-buttons',
  'section',
  'select-list',
  'simple-text',
]);

const WIDGET_FILE = /\/src\/client\/elements\/([a-z-]+)\.widget\.tsx$/;

interface ModuleInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const isAnswerWidget = (id: string) => {
  const widget = WIDGET_FILE.exec(id.replaceAll('\\', '/'))?.[1];
  return widget !== undefined && ANSWER_WIDGETS.has(widget);
};

const WIDGET_ANY = /\/src\/client\/elements\/[a-z-]+\.widget\.tsx$/;
const isWidget = (id: string) => WIDGET_ANY.test(id.replaceAll('\\', '/'));

/**
 * The chunk a module goes to: `answer-widgets` for those widgets and the parts they import that only widgets
 * import (a widget of another chunk then imports it from there), else the default chunking.
 */
function answerWidgetsChunk(id: string, context: ChunkingContext): string | null {
  // Memoised per call; cycles are judged by their other importers (a module under judgement counts as yes).
  const cache = { answer: new Map<string, boolean>(), widgetsOnly: new Map<string, boolean>() };
  const judge = (
    memo: Map<string, boolean>,
    module: string,
    rule: (info: ModuleInfo) => boolean,
  ): boolean => {
    const known = memo.get(module);
    if (known !== undefined) return known;
    memo.set(module, true);
    const info = context.getModuleInfo(module);
    const result = info !== null && rule(info);
    memo.set(module, result);
    return result;
  };
  // Imported, directly or through other parts, by one of the answer widgets.
  const usedByAnswerWidget = (module: string): boolean =>
    isAnswerWidget(module) || judge(cache.answer, module, (info) => info.importers.some(usedByAnswerWidget));
  // Imported only by widgets or by parts that only widgets import: never loaded before a widget is.
  const onlyWidgetsImport = (module: string): boolean =>
    isWidget(module) ||
    judge(
      cache.widgetsOnly,
      module,
      (info) =>
        info.dynamicImporters.length === 0 &&
        info.importers.length > 0 &&
        info.importers.every(onlyWidgetsImport),
    );
  return isAnswerWidget(id) || (usedByAnswerWidget(id) && onlyWidgetsImport(id)) ? 'answer-widgets' : null;
}

/**
 * The build's `output.codeSplitting` (Rolldown). The group takes only the modules it names: a dependency
 * shared with the entry or another widget is not pulled in with them (Rolldown's default would move it into
 * the group, and the entry would then load the whole group at start).
 */
export const widgetCodeSplitting = {
  groups: [{ debugName: 'answer-widgets', name: answerWidgetsChunk, includeDependenciesRecursively: false }],
};
