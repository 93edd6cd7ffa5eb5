// The browser journeys' payment gateways are local fakes (journeys have no internet). The
// server reads their hosts from the environment, as production reads nothing but the
// gateways' own (app/modules/payments/gateway-hosts.ts); scripts/e2e.ts chooses the ports.
const paypalPort = Number(process.env.E2E_PAYPAL_PORT ?? 3997);
const vnpayPort = Number(process.env.E2E_VNPAY_PORT ?? 3996);

export const fakeGateways = {
  paypalPort,
  vnpayPort,
  paypalApiBase: `http://127.0.0.1:${paypalPort}`,
  vnpayPaymentUrl: `http://127.0.0.1:${vnpayPort}/paymentv2/vpcpay.html`,
};
