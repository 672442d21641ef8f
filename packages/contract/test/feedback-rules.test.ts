import { describe, expect, it } from 'vitest';
import { countWords, feedbackContentProblem } from '../src/chat/support-rules.js';

describe('feedback word bounds (issue 31)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['My deposit is late', 4],
    ['  two\twords\n', 2],
    ['存款没到', 4],
    ['deposit 没到', 3],
    ['เงินฝาก', 7],
  ])('%j counts %i words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });

  it.each([
    ['one two', { minWords: 3, maxWords: 5 }, 'tooFew'],
    ['one two three', { minWords: 3, maxWords: 5 }, null],
    ['one two three four five six', { minWords: 3, maxWords: 5 }, 'tooMany'],
  ] as const)('%j within %o is %s', (text, bounds, problem) => {
    expect(feedbackContentProblem(text, bounds)).toBe(problem);
  });
});
