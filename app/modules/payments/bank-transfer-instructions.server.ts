import type { PaymentConfig } from "./payment-settings.server.ts";
import { qrSvg } from "./qr-svg.server.ts";
import { vietQrPayload } from "./vietqr.ts";

/**
 * What a payer needs to make the transfer: the bank account, the exact amount, the note
 * that identifies the transaction, and the VietQR payload and its drawing that fill them in.
 */
export function bankTransferInstructions(config: PaymentConfig, payment: { amount: number; reference: string }, qrLabel: string) {
  const { details } = config.bankTransfer;
  const payload = vietQrPayload({
    bankBin: details.bank_bin,
    accountNumber: details.account_number,
    amount: payment.amount,
    note: payment.reference,
  });
  return {
    bank_name: details.bank_name,
    bank_bin: details.bank_bin,
    account_number: details.account_number,
    account_name: details.account_name,
    amount: payment.amount,
    transfer_note: payment.reference,
    vietqr_payload: payload,
    vietqr_svg: qrSvg(payload, { label: qrLabel }),
  };
}
