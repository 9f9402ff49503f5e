// @vitest-environment jsdom
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';
import { RichTextWidget } from './rich-text.widget.tsx';

/** The TipTap editor behind the textbox, which TipTap attaches to its editable element. */
function editorOf(textbox: HTMLElement): Editor {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no editor on the textbox');
  return editor;
}

/**
 * Replaces the document as typing or a paste would, and lets the editor report it. jsdom does not edit
 * contentEditable content itself, so the change goes through the editor rather than key events.
 */
function edit(html: string) {
  act(() => {
    editorOf(screen.getByRole('textbox')).commands.setContent(html);
  });
}

describe('RichTextWidget', () => {
  it('reports HTML, and null when only markup is left', () => {
    const { onChange } = renderWidget(RichTextWidget, makeElement('RichText'));
    edit('<p>Hello <strong>world</strong></p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <strong>world</strong></p>');
    edit('<p><br></p>');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('counts visible words and reports text above the limits too, so none typed past is saved', () => {
    const element = makeElement('RichText', { maxWordCount: 3, maxLength: 20 });
    const { onChange } = renderWidget(RichTextWidget, element);
    expect(screen.getByText('Maximum 3 words')).toBeTruthy();
    edit('<p>one <em>two</em> three</p>');
    expect(screen.getByText('Maximum 3 words - 3 entered').getAttribute('data-level')).toBe('warning');
    expect(onChange).toHaveBeenCalledTimes(1);
    edit('<p>one two three four</p>');
    expect(screen.getByText('Maximum 3 words - 4 entered').getAttribute('data-level')).toBe('error');
    expect(onChange).toHaveBeenLastCalledWith('<p>one two three four</p>');
    edit('<p>abcdefghij klmnopqrstuvwxyz</p>');
    expect(screen.getByRole('alert').textContent).toBe('Maximum 20 characters');
    expect(onChange).toHaveBeenLastCalledWith('<p>abcdefghij klmnopqrstuvwxyz</p>');
    const textbox = screen.getByRole('textbox');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('offers only the known toolbar buttons, in the listed order, and runs their command', async () => {
    const element = makeElement('RichText', {
      toolbarElements: ['italic', 'fontSize', 'bold', 'orderedList'],
    });
    const { onChange, user } = renderWidget(RichTextWidget, element);
    const buttons = screen.getAllByRole('button').filter((button) => button.closest('[role="toolbar"]'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Italic',
      'Bold',
      'Numbered list',
    ]);
    edit('<p>Hello</p>');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      editorOf(screen.getByRole('textbox')).commands.setTextSelection({ from: 1, to: 6 });
    });
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers bold, italic and both lists when the question lists no toolbar', () => {
    renderWidget(RichTextWidget, makeElement('RichText'));
    const buttons = screen.getAllByRole('button').filter((button) => button.closest('[role="toolbar"]'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
    ]);
  });

  it('is named and focused by the question label, and shows its placeholder only while empty', async () => {
    const element = makeElement('RichText', { placeholder: 'Describe the incident' });
    const { user } = renderWidget(RichTextWidget, element);
    const textbox = screen.getByRole('textbox');
    expect(textbox.id).toBe('question');
    expect(screen.getByRole('textbox', { name: 'Question' })).toBe(textbox);
    await user.click(screen.getByText('Question'));
    // TipTap focuses on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(textbox));
    expect(textbox.getAttribute('aria-placeholder')).toBe('Describe the incident');
    expect(screen.getByText('Describe the incident')).toBeTruthy();
    edit('<p>Something happened</p>');
    expect(screen.queryByText('Describe the incident')).toBeNull();
  });

  it('shows the stored answer in the editor', () => {
    renderWidget(RichTextWidget, makeElement('RichText'), { value: '<p>Saved <em>text</em></p>' });
    expect(screen.getByText('text').tagName).toBe('EM');
  });

  it('renders the stored HTML, not its source, when read-only', () => {
    renderWidget(RichTextWidget, makeElement('RichText'), {
      value: '<p>Plain <strong>bold</strong></p>',
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });
});
