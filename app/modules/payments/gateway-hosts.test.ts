import { describe, expect, it } from "vitest";
import { gatewayEndpoints, gatewayHosts } from "./gateway-hosts.ts";

const noOverrides = {
  STRIPE_API_BASE: undefined,
  PAYPAL_API_BASE: undefined,
  PAYSTACK_API_BASE: undefined,
  FLUTTERWAVE_API_BASE: undefined,
  VNPAY_PAYMENT_URL: undefined,
};

describe("where the gateways are called", () => {
  it("is each gateway's own https host, PayPal's and VNPay's by the sandbox/live switch", () => {
    const sandbox = gatewayEndpoints(noOverrides, { paypal: "sandbox", vnpay: "sandbox" });
    const live = gatewayEndpoints(noOverrides, { paypal: "live", vnpay: "live" });
    expect(sandbox).toEqual({
      stripe: "https://api.stripe.com",
      paypal: "https://api-m.sandbox.paypal.com",
      paystack: "https://api.paystack.co",
      flutterwave: "https://api.flutterwave.com",
      vnpay: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
    });
    expect(live).toMatchObject({ paypal: "https://api-m.paypal.com", vnpay: "https://pay.vnpay.vn/vpcpay.html" });
    const every = [
      gatewayHosts.stripe,
      gatewayHosts.paystack,
      gatewayHosts.flutterwave,
      ...Object.values(gatewayHosts.paypal),
      ...Object.values(gatewayHosts.vnpay),
    ];
    for (const host of every) expect(new URL(host).protocol).toBe("https:");
  });

  it("is the environment's host when it names one (tests name their fakes)", () => {
    const local = gatewayEndpoints(
      {
        STRIPE_API_BASE: "http://127.0.0.1:4001/",
        PAYPAL_API_BASE: "http://127.0.0.1:4002",
        PAYSTACK_API_BASE: "http://127.0.0.1:4003",
        FLUTTERWAVE_API_BASE: "http://127.0.0.1:4004",
        VNPAY_PAYMENT_URL: "http://127.0.0.1:4005/paymentv2/vpcpay.html",
      },
      { paypal: "live", vnpay: "live" },
    );
    expect(local).toEqual({
      stripe: "http://127.0.0.1:4001",
      paypal: "http://127.0.0.1:4002",
      paystack: "http://127.0.0.1:4003",
      flutterwave: "http://127.0.0.1:4004",
      vnpay: "http://127.0.0.1:4005/paymentv2/vpcpay.html",
    });
  });
});
