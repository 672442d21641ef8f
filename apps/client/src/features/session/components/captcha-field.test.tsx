import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { stubFetch } from '../../../test/envelope-fetch';
import { cleanupRendered, render } from '../../../test/render';
import { CaptchaField } from './captcha-field';

// The captcha picture (issue 33, item 25): a text alternative that names it (never the code), and no fixed box.

const PNG = 'iVBORw0KGgo=';
const captcha = { key: 'k1', round: 0, refresh: () => {} };

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  cleanupRendered();
  vi.unstubAllGlobals();
});

describe('captcha field', () => {
  it('shows the picture with a translated alternative text, not the code', async () => {
    stubFetch(() => ({ body: { success: true, value: PNG } }));
    await render(<CaptchaField captcha={captcha} value="" onChange={() => {}} />);
    const image = await screen.findByAltText('Verification code picture');
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    // The picture's width follows its answer's length: no fixed box in the markup.
    expect(image.hasAttribute('width')).toBe(false);
  });
});
