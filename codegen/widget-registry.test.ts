import { describe, expect, it } from 'vitest';
import { assertWidgetsPaired, emitWidgetRegistry, pairWidgets, widgetFileName } from './widget-registry.ts';

describe('widget pairing', () => {
  it('names widget files after the kebab-cased element type', () => {
    expect(widgetFileName('SimpleText')).toBe('simple-text.widget.tsx');
    expect(widgetFileName('FileUpload')).toBe('file-upload.widget.tsx');
  });

  it('finds missing and orphan widgets, ignoring other files', () => {
    const pairing = pairWidgets(
      ['SimpleText', 'NameStamp', 'Money'],
      ['simple-text.widget.tsx', 'slider.widget.tsx', 'widget-registry.gen.ts', 'element-widget.ts'],
    );
    expect(pairing).toEqual({
      missing: ['money.widget.tsx', 'name-stamp.widget.tsx'],
      orphans: ['slider.widget.tsx'],
    });
  });

  it('fails with one message naming every missing and orphan widget', () => {
    const pairing = { missing: ['money.widget.tsx'], orphans: ['slider.widget.tsx'] };
    expect(() => assertWidgetsPaired(pairing)).toThrow(
      /missing widget: src\/client\/elements\/money\.widget\.tsx\n.*orphan widget \(no element schema\): src\/client\/elements\/slider\.widget\.tsx/,
    );
    expect(() => assertWidgetsPaired({ missing: [], orphans: [] })).not.toThrow();
  });

  it('maps every element type to its widget export in the registry', () => {
    const source = emitWidgetRegistry(['SimpleText', 'NameStamp']);
    expect(source).toContain(
      "SimpleText: once(() => import('./simple-text.widget.tsx').then((module) => ({ default: module.SimpleTextWidget })))",
    );
    expect(source).toContain("NameStamp: once(() => import('./name-stamp.widget.tsx')");
    expect(source).toContain('SimpleText: lazyWidget(loaders.SimpleText)');
  });
});
