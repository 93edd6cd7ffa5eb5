-- Gateway hosts are no longer settings (app/modules/payments/gateway-hosts.ts): a stored host is removed, never read again.
DELETE FROM "settings" WHERE "key" IN ('stripe_api_base', 'paypal_api_base', 'paystack_api_base', 'flutterwave_api_base', 'vnpay_payment_url');
