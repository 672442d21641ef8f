import './antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { i18n } from '../i18n/translator';

export function toast(text: string, ms: number): void {
  Toast.show({ content: text, duration: ms });
}

export function loading(text: string, ms: number): () => void {
  const handler = Toast.show({ icon: 'loading', content: text, duration: ms, maskClickable: false });
  return () => handler.close();
}

export function confirm(text: string, confirmKey = 'confirm'): Promise<boolean> {
  return Dialog.confirm({ content: text, confirmText: i18n.t(confirmKey), cancelText: i18n.t('cancel') });
}
