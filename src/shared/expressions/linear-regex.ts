import { RE2JS } from 're2js';

// JSONata runs regular expressions with the engine it is given. The browser's RegExp backtracks, so a
// pattern such as /^(a+)+$/ takes seconds on a few dozen characters, and a regex call cannot be
// interrupted by JSONata's time limit. RE2JS matches in time linear in the input; patterns it cannot run
// that way (backreferences, lookaheads) are refused when the expression uses them.

const FLAG_BITS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** The RegExp surface JSONata uses (`lastIndex`, `exec`), backed by RE2JS. */
export class LinearRegExp {
  lastIndex = 0;
  readonly source: string;
  readonly flags: string;
  readonly #pattern: RE2JS;

  constructor(pattern: RegExp | string, flags?: string) {
    const regex = typeof pattern === 'string' ? new RegExp(pattern, flags) : pattern;
    this.source = regex.source;
    this.flags = regex.flags;
    const bits = [...regex.flags].reduce((all, flag) => all | (FLAG_BITS[flag] ?? 0), 0);
    try {
      this.#pattern = RE2JS.compile(RE2JS.translateRegExp(regex.source), bits);
    } catch (error) {
      throw new Error(`The regular expression /${regex.source}/ cannot be used: ${(error as Error).message}`);
    }
  }

  /** The next match from lastIndex, moving lastIndex past it (JSONata reads matches one at a time). */
  exec(text: string): RegExpExecArray | null {
    const matcher = this.#pattern.matcher(text);
    if (this.lastIndex > text.length || !matcher.find(this.lastIndex)) {
      this.lastIndex = 0;
      return null;
    }
    const groups: (string | undefined)[] = [];
    for (let group = 0; group <= matcher.groupCount(); group++)
      groups.push(matcher.group(group) ?? undefined);
    const match = Object.assign(groups, { index: matcher.start(), input: text }) as RegExpExecArray;
    this.lastIndex = matcher.end();
    return match;
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}
