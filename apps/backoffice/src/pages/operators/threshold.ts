// The dual-approval threshold as typed on the security settings page, and what it means (issue 33, item 28): an
// amount turns dual approval on from that amount, empty turns it off. Said on the page in words, not as "empty".

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export type ThresholdMeaning = { state: 'on'; amount: string } | { state: 'off' } | { state: 'invalid' };

export function thresholdMeaning(text: string | null | undefined): ThresholdMeaning {
  const v = (text ?? '').trim();
  if (v === '') return { state: 'off' };
  return AMOUNT.test(v) ? { state: 'on', amount: v } : { state: 'invalid' };
}
