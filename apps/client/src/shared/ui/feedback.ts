/** Toasts and dialogs: antd-mobile is only downloaded the first time one is shown. */
const impl = () => import('./feedback-impl');

export async function showToast(text: string, ms: number): Promise<void> {
  (await impl()).toast(text, ms);
}

export async function showLoading(text: string, ms: number): Promise<() => void> {
  return (await impl()).loading(text, ms);
}

export async function confirmDialog(text: string, confirmKey?: string): Promise<boolean> {
  return (await impl()).confirm(text, confirmKey);
}
