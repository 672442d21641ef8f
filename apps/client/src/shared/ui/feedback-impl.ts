import './antd-setup';
import i18next from 'i18next';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';

export function toast(text: string, ms: number): void {
  Toast.show({ content: text, duration: ms });
}

export function loading(text: string, ms: number): () => void {
  const handler = Toast.show({ icon: 'loading', content: text, duration: ms, maskClickable: false });
  return () => handler.close();
}

export function confirm(text: string, confirmKey = 'confirm'): Promise<boolean> {
  return Dialog.confirm({ content: text, confirmText: i18next.t(confirmKey), cancelText: i18next.t('cancel') });
}
