// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DndContext, KeyboardSensor, useSensor, useSensors } from '@dnd-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElementPalette } from './element-palette.tsx';

afterEach(cleanup);

const KEYBOARD = { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } };

function Palette(props: { onAdd: () => void; onDragStart: (id: string) => void; onDragCancel: () => void }) {
  const sensors = useSensors(useSensor(KeyboardSensor, KEYBOARD));
  return (
    <DndContext
      sensors={sensors}
      onDragStart={({ active }) => props.onDragStart(String(active.id))}
      onDragCancel={props.onDragCancel}
    >
      <ElementPalette onAdd={props.onAdd} />
    </DndContext>
  );
}

function renderPalette() {
  const handlers = { onAdd: vi.fn(), onDragStart: vi.fn(), onDragCancel: vi.fn() };
  render(<Palette {...handlers} />);
  return handlers;
}

describe('the palette', () => {
  it('picks an item up with Space, shows it pressed while carried, and puts it down with Escape', async () => {
    const { onDragStart, onDragCancel, onAdd } = renderPalette();
    const item = screen.getByRole('button', { name: 'Simple Text' });
    item.focus();
    await userEvent.keyboard(' ');
    expect(onDragStart).toHaveBeenCalledWith('palette:SimpleText');
    expect(item.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(onDragCancel).toHaveBeenCalledTimes(1);
    expect(item.hasAttribute('aria-pressed')).toBe(false);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds an item on Enter or a click, with no drag', async () => {
    const { onDragStart, onAdd } = renderPalette();
    await userEvent.click(screen.getByRole('button', { name: 'Simple Text' }));
    screen.getByRole('button', { name: 'Number' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd.mock.calls.map((call) => (call[0] as { type: string }).type)).toEqual([
      'SimpleText',
      'Number',
    ]);
    expect(onDragStart).not.toHaveBeenCalled();
  });

  it('describes every item as draggable, with the drag instructions, before it is pointed at', () => {
    renderPalette();
    for (const item of screen.getAllByRole('button', { name: /./ }))
      if (item.hasAttribute('data-palette-type')) {
        expect(item.getAttribute('aria-roledescription')).toBe('draggable');
        expect(item.getAttribute('aria-describedby')).toBe('designer-drag-instructions');
      }
  });
});
