// Google sign-in in the browser journeys runs against a local fake (tests/support/fake-google.ts):
// journeys have no internet. scripts/e2e.ts chooses its port.
export const fakeGoogle = {
  issuer: `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 3998)}`,
  clientId: "nhadat-e2e.apps.googleusercontent.com",
  clientSecret: "e2e-google-secret",
};
