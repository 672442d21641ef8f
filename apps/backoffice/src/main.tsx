// First: before any module makes a zod schema.
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { lendNonceToStyles } from './app/style-nonce';
import { getLocale } from './i18n/i18n';
import './app/app.css';

// The server writes a fresh nonce into this meta on every answer of index.html; the styles antd adds at run time
// carry it, since the page's Content-Security-Policy allows no other inline style.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
lendNonceToStyles(nonce);
document.documentElement.lang = getLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App nonce={nonce} />
  </StrictMode>,
);
