import { describe, expect, it } from 'vitest';
import { lendNonceToStyles } from './style-nonce';

describe('lendNonceToStyles', () => {
  it('gives <style> elements the nonce, leaves others and styles that have one alone', () => {
    const doc = document.implementation.createHTMLDocument('t');
    lendNonceToStyles('abc123', doc);
    expect(doc.createElement('style').getAttribute('nonce')).toBe('abc123');
    expect(doc.createElement('STYLE').getAttribute('nonce')).toBe('abc123');
    expect(doc.createElement('div').hasAttribute('nonce')).toBe(false);
  });
});
