import { describe, expect, it } from 'vitest';
import { EXPRESSION_LIMITS, evaluateExpression, parseExpression } from './jsonata.ts';

describe('evaluateExpression', () => {
  it('evaluates against answer data and bindings', async () => {
    await expect(evaluateExpression('a + b', { a: 2, b: 3 })).resolves.toBe(5);
    await expect(
      evaluateExpression('$sum(items.price) * $rate', { items: [{ price: 10 }, { price: 5 }] }, { rate: 2 }),
    ).resolves.toBe(30);
  });

  it('reuses the compiled expression for the same text', () => {
    expect(parseExpression('x * 2')).toBe(parseExpression('x * 2'));
  });

  it('throws the parser error for text that does not parse', () => {
    expect(() => parseExpression('a +')).toThrow();
  });

  it('stops endless recursion instead of exhausting the stack', async () => {
    const deep = '($f := function($n) { 1 + $f($n + 1) }; $f(0))';
    await expect(evaluateExpression(deep, {})).rejects.toMatchObject({ code: 'D1011' });
  });

  it('stops an endless loop after the time limit instead of hanging', async () => {
    const endless = '($f := function($n) { $f($n + 1) }; $f(0))';
    await expect(evaluateExpression(endless, {})).rejects.toMatchObject({ code: 'D1012' });
  });
});

describe('regular expressions', () => {
  it('ends a pathological pattern well within the time limit (linear-time engine)', async () => {
    const text = `${'a'.repeat(30)}!`;
    const started = Date.now();
    await expect(evaluateExpression('$contains(s, /^(a+)+$/)', { s: text })).resolves.toBe(false);
    await expect(evaluateExpression('$match(s, /(a|aa)+$/)', { s: text })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(EXPRESSION_LIMITS.timeout / 2);
  });

  it('still matches, captures, replaces and splits as JSONata documents', async () => {
    await expect(evaluateExpression('$contains(s, /HELLO/i)', { s: 'say hello' })).resolves.toBe(true);
    await expect(evaluateExpression('$match(s, /(\\d+)-(\\d+)/)', { s: 'call 613-555' })).resolves.toEqual({
      match: '613-555',
      index: 5,
      groups: ['613', '555'],
    });
    await expect(evaluateExpression('$replace(s, /a(b)?/, "x")', { s: 'ab a ab' })).resolves.toBe('x x x');
    await expect(evaluateExpression('$split(s, /[,;] */)', { s: 'a, b;c' })).resolves.toEqual([
      'a',
      'b',
      'c',
    ]);
    await expect(evaluateExpression('$match(s, /b/).index', { s: '😀ab' })).resolves.toBe(3);
    await expect(evaluateExpression('$count($match(s, /a/))', { s: 'banana' })).resolves.toBe(3);
  });

  it('refuses patterns a linear-time engine cannot run, such as backreferences', async () => {
    await expect(evaluateExpression('$contains(s, /(a)\\1/)', { s: 'aa' })).rejects.toThrow();
  });
});
