import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, richTextToPlain } from './html.ts';

describe('escapeHtml', () => {
  it('neutralises markup and attribute quotes typed into an answer', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});

describe('richTextToPlain', () => {
  it('keeps paragraphs apart and decodes entities', () => {
    expect(richTextToPlain('<p>one</p><p>two&nbsp;&amp;&#39;three&#x27;</p>').trim()).toBe(
      "one  two &'three'",
    );
  });

  it('drops comments and unknown entities become spaces', () => {
    expect(richTextToPlain('a<!-- note -->b&bogus;c')).toBe('a b c');
    expect(decodeEntities('&#0;&#x110000;ok')).toBe('  ok');
  });
});
