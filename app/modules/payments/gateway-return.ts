/** Where a hosted gateway sends the payer back (success or cancel); the page checks the payment server to server. */
export const gatewayReturnGateways = ["paypal", "paystack", "flutterwave", "stripe"] as const;
export type ReturningGateway = (typeof gatewayReturnGateways)[number];

export function gatewayReturnPath(gateway: ReturningGateway): string {
  return `/payment/return/${gateway}`;
}
