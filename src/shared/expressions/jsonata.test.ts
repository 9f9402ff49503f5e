import { describe, expect, it } from 'vitest';
import { evaluateExpression, parseExpression } from './jsonata.ts';

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
