/** One entry of get_payment_settings' list of {type, data} (as eBroker's clients look it up). */
export function paymentSetting(body: { data: { type: string; data: unknown }[] }, type: string): any {
  return body.data.find((entry) => entry.type === type)?.data;
}
