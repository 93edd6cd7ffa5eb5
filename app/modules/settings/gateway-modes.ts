/** Whether a gateway with separate test and live hosts (PayPal, VNPay) talks to its sandbox or its live host. */
export type GatewayMode = "sandbox" | "live";
export const gatewayModes = ["sandbox", "live"] as const;
