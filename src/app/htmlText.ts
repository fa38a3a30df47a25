/** Machines build the confirm dialog's messages themselves, so the escaping lives beside them. */
export { escapeHtml } from '../../machines/_shared/htmlText';
