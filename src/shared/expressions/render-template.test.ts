import { describe, expect, it } from 'vitest';
import { renderTemplate, renderTemplateText } from './render-template.ts';
import type { TemplateContext } from './template-context.ts';

const context: TemplateContext = {
  login: { name: 'Ann Lee', email: 'ann@example.com', entityName: 'Acme' },
  workflow: { statusCode: 'InProgress', statusLabel: 'In Progress' },
  form: { statusCode: 'Draft', statusLabel: 'Draft' },
  org: { name: 'Acme & Sons', guid: '00000000-0000-0000-0000-000000000001' },
  site: { url: 'https://forms.example.com' },
  answers: {
    FirstName: { value: '<script>alert(1)</script>' },
    Colours: { value: ['red', 'blue'], labels: { red: 'Red', blue: 'Blue <b>' } },
    Region: { value: ['Canada', 'Ontario'], separator: ' / ' },
    Agrees: { value: false },
    Amount: { value: 1234.5 },
    Empty: { value: '' },
  },
  forms: { intake: { Age: { value: 42 } } },
};

// These tests are about filling placeholders; the sanitiser's own tests live beside each side's sanitiser.
const asWritten = (html: string) => html;

describe('renderTemplate', () => {
  it('fills context prefixes', () => {
    const template =
      '{{Login:Name}} ({{login:email}}) at {{Org:Name}}, {{Workflow:StatusLabel}}/{{Form:StatusCode}} {{Site:Url}}';
    expect(renderTemplate(template, context, { sanitize: asWritten }).html).toBe(
      'Ann Lee (ann@example.com) at Acme &amp; Sons, In Progress/Draft https://forms.example.com',
    );
    expect(renderTemplate('{{Login:EntityName}} {{Org:Guid}}', context, { sanitize: asWritten }).html).toBe(
      'Acme 00000000-0000-0000-0000-000000000001',
    );
  });

  it('escapes answers so they can never inject markup', () => {
    expect(renderTemplate('<p>Hi {{FirstName}}</p>', context, { sanitize: asWritten }).html).toBe(
      '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(renderTemplate('{{Colours|x|breaklist}}', context, { sanitize: asWritten }).html).toBe(
      'Red<br>Blue &lt;b&gt;',
    );
  });

  it('reads answers of every kind as text', () => {
    expect(
      renderTemplate('{{Colours}}; {{Region}}; {{Agrees}}; {{intake:Age}}', context, { sanitize: asWritten })
        .html,
    ).toBe('Red, Blue &lt;b&gt;; Canada / Ontario; No; 42');
    expect(renderTemplate('{{Amount||formatdollars}}', context, { sanitize: asWritten }).html).toBe(
      '$1,234.50',
    );
  });

  it('uses the default for an empty or unknown value, and nothing without one', () => {
    expect(
      renderTemplate('[{{Empty|n/a|uppercase}}] [{{Missing}}] [{{other:Age|?}}] [{{User:Name|-}}]', context, {
        sanitize: asWritten,
      }).html,
    ).toBe('[N/A] [] [?] [-]');
    expect(renderTemplate('[{{Empty||Dear _,}}]', context, { sanitize: asWritten }).html).toBe('[]');
  });

  it('applies chained filters left to right', () => {
    expect(
      renderTemplate('{{firstname|x|lowercase}} {{Login:Name||Dear _,|uppercase}}', context, {
        sanitize: asWritten,
      }).html,
    ).toBe('&lt;script&gt;alert(1)&lt;/script&gt; DEAR ANN LEE,');
    expect(
      renderTemplate('{{Workflow:StatusCode||splitbycaps}}', context, { sanitize: asWritten }).html,
    ).toBe('In Progress');
  });

  it('escapes the template itself when it is plain text', () => {
    expect(
      renderTemplate('Total < {{Amount}} & more', context, { source: 'text', sanitize: asWritten }).html,
    ).toBe('Total &lt; 1234.5 &amp; more');
  });

  it('leaves text without placeholders untouched', () => {
    expect(renderTemplate('<p>No {braces} here {{ }}</p>', context, { sanitize: asWritten }).html).toBe(
      '<p>No {braces} here {{ }}</p>',
    );
  });
});

describe('renderTemplateText', () => {
  it('fills a plain-text template without escaping', () => {
    expect(renderTemplateText('Re: {{Org:Name}} - {{Colours|x|breaklist}}', context)).toBe(
      'Re: Acme & Sons - Red\nBlue <b>',
    );
  });
});

describe('renderTemplate sanitising', () => {
  it('hands the filled-in HTML to the sanitiser and returns what it keeps', () => {
    const seen: string[] = [];
    const dropImages = (html: string) => (seen.push(html), html.replace(/<img[^>]*>/g, ''));
    const { html } = renderTemplate('<img src=x onerror=alert(1)>Hi {{FirstName}}', context, {
      sanitize: dropImages,
    });
    expect(seen).toEqual(['<img src=x onerror=alert(1)>Hi &lt;script&gt;alert(1)&lt;/script&gt;']);
    expect(html).toBe('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
