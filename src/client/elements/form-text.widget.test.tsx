// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormTextWidget } from './form-text.widget.tsx';
import { actionElement, fakeServices, renderAction } from './parts/actions/widget-harness.tsx';

describe('FormTextWidget', () => {
  it('renders the HTML that renderTemplate returns, which is where escaping happens', () => {
    const renderTemplate = vi.fn(() => '<p>Hi &lt;b&gt;Bob&lt;/b&gt; <strong>now</strong></p>');
    const { services } = renderAction(
      FormTextWidget,
      actionElement('FormText', { content: '<p>Hi {{a:b}}</p>' }),
      {
        services: fakeServices({ renderTemplate }),
      },
    );
    expect(services.renderTemplate).toHaveBeenCalledWith('<p>Hi {{a:b}}</p>');
    const strong = screen.getByText('now');
    expect(strong.tagName).toBe('STRONG');
    // The answer's markup arrived escaped, so it shows as text and makes no element.
    expect(strong.parentElement?.textContent).toBe('Hi <b>Bob</b> now');
    expect(document.querySelector('b')).toBeNull();
  });

  it('renders nothing when hidden', () => {
    renderAction(FormTextWidget, actionElement('FormText', { content: 'secret', isHidden: true }));
    expect(screen.queryByText('secret')).toBeNull();
  });
});
