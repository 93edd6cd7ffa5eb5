import type { FieldType, ReplayedCall } from "./replay.ts";

/** The settings keys the components read from the Settings store (src/store/reducer/settingsSlice.js). */
const settingsReads: Record<string, FieldType> = {
  "data.demo_mode": "bool", // src/Components/AdminLayout/VerticleLayout.jsx:298 (=== true)
  "data.currency_symbol": "text", // src/Components/SubcriptionPlan/SubscriptionPlan.jsx:669
  "data.web_placeholder_logo": "string",
  "data.subscription": "bool", // src/Components/AdminLayout/VerticleLayout.jsx:177
  "data.is_premium": "bool", // src/Components/HomePage/index.jsx:35
  "data.company_name": "text",
  "data.is_active": "bool", // src/Components/Navbar/Navbar.jsx:209 (=== false signs out)
  "data.distance_option": "text", // src/Components/PropertyDetails/PropertyDetails.jsx:84
  "data.company_tel1": "text", // src/Components/AdminLayout/AdminFooter.jsx
  "data.company_tel2": "text",
  "data.company_email": "text",
  "data.company_address": "text",
  "data.youtube_id": "text",
  "data.twiiter_id": "text",
  "data.instagram_id": "text",
  "data.facebook_id": "text",
  "data.verification_status": "text?",
  "data.otp_service_provider": "string", // src/Components/LoginModal/LoginModal.jsx:674-675
  "data.number_with_suffix": "text",
  "data.languages[].code": "string", // src/Components/Navbar/Navbar.jsx:44
  "data.languages[].name": "string",
  "data.admin_name": "text", // src/Components/Cards/ArticleCard.jsx:55
  "data.admin_image": "string", // src/Components/Cards/ArticleCard.jsx:52
  "data.web_maintenance_mode": "string", // src/Components/Layout/Layout.jsx:65 (=== "1")
  "data.allow_cookies": "any", // src/Components/Layout/Layout.jsx:67
  "data.web_logo": "string",
  "data.web_footer_logo": "string", // src/Components/Navbar/MobileOffcanvas.jsx:80
  "data.verification_required_for_user": "bool",
  "data.text_property_submission": "text", // src/Components/AddPropertyTabs/AddPropertyTabs.jsx:885
  "data.svg_clr": "text",
  "data.auto_approve": "bool", // src/Components/AddPropertyTabs/AddPropertyTabs.jsx:884
  "data.appstore_id": "text",
  "data.max_price": "numeric", // src/Components/User/PersonalizeFeed.jsx:33
  "data.social_login": "string", // src/Components/LoginModal/LoginModal.jsx:671-673 (=== "1")
  "data.number_with_otp_login": "string",
  "data.email_password_login": "string",
  "data.system_color": "string", // src/Components/MortgageCalculator/MortgageCalculator.jsx:21
  "data.iframe_link": "string", // src/Components/ContactUs/ContactUS.jsx:375
  "data.latitude": "numeric",
  "data.longitude": "numeric",
  "data.default_language": "string", // src/Components/Navbar/MobileOffcanvas.jsx
};

/**
 * eBroker Web 1.2.5's account, package, payment, chat and notification calls, as its
 * `src/utils/api.js` makes them and its components read them (udaykiran-2732/admin-web-app).
 * The first call signs in and remembers the token the rest send.
 */
export const webAccountCalls: ReplayedCall[] = [
  {
    source: "src/utils/api.js (user_signup, email login)",
    method: "POST",
    path: "user_signup",
    encoding: "multipart",
    params: {
      type: "3",
      email: "agent1@nhadat.local",
      password: "demo1234",
      name: "",
      mobile: "",
      fcm_id: "",
      firebase_id: "",
      profile: "",
      address: "",
    },
    reads: { token: "string", "data.id": "int", "data.name": "string?", "data.email": "string?" },
    remember: { token: "token" },
  },
  {
    source: "src/utils/api.js:100-108 (getWebSettings, with the token once signed in; src/store/reducer/settingsSlice.js:59)",
    method: "GET",
    path: "web-settings",
    signedIn: true,
    reads: settingsReads,
  },
  {
    source: "src/utils/api.js:89-97 (getSettingApi: POST get_system_settings with an empty body)",
    method: "POST",
    path: "get_system_settings",
    encoding: "form",
    signedIn: true,
    reads: settingsReads,
  },
  {
    source: "src/utils/api.js:338-348 (getLanguages: language_code, web_language_file) → src/store/reducer/languageSlice.js:21",
    method: "GET",
    path: "get_languages",
    params: { language_code: "vi", web_language_file: "1" },
    reads: { "data.code": "string", "data.name": "string", "data.file_name": "object" },
  },
  {
    source: "src/utils/api.js:382-390 (getPackages: get_package) → src/Components/SubcriptionPlan/SubscriptionPlan.jsx:208-212,646-720",
    method: "GET",
    path: "get_package",
    signedIn: true,
    reads: {
      "data[].id": "int",
      "data[].name": "text",
      "data[].price": "number",
      "data[].duration": "text",
      "data[].is_active": "bool",
      "data[].type": "string",
      "data[].property_limit": "any",
      "data[].advertisement_limit": "any",
    },
    remember: { paid_package_id: "data[1].id" },
  },
  {
    source:
      "src/utils/api.js:598-607 (getLimits: package_type) → src/utils/helper.js:618-660 (success goes on, an error asks to subscribe)",
    method: "GET",
    path: "get_limits",
    params: { package_type: "property" },
    signedIn: true,
    reads: { error: "bool", message: "text" },
  },
  {
    source:
      'src/utils/api.js:393-400 (getPaymentSettings) → src/Components/SubcriptionPlan/SubscriptionPlan.jsx:105-150 (item.type / item.data === "1")',
    method: "GET",
    path: "get_payment_settings",
    signedIn: true,
    reads: { "data[].type": "string", "data[].data": "any" },
  },
  {
    // Stripe is off in the demo city: the client gets the spec's refusal (the intent itself: stripe.test.ts).
    source:
      "src/utils/api.js:403-434 (createPaymentIntent: multipart, amount, currency, package_id…) → src/Components/Payment/StripeModal.jsx:52",
    method: "POST",
    path: "createPaymentIntent",
    params: {
      description: "Gói Cơ bản",
      "shipping[name]": "",
      "shipping[address][line1]": "",
      "shipping[address][postal_code]": "",
      "shipping[address][city]": "",
      "shipping[address][state]": "",
      "shipping[address][country]": "",
      amount: "199000",
      currency: "₫",
      "payment_method_types[]": "card",
      package_id: "{paid_package_id}",
    },
    signedIn: true,
    status: 409,
    reads: { error: "bool", message: "text" },
  },
  {
    source:
      "src/utils/api.js:436-446 (confirmPayment: paymentIntentId) — an intent the server does not know is not found; nothing is confirmed",
    method: "POST",
    path: "confirmPayment",
    params: { paymentIntentId: "pi_unknown" },
    signedIn: true,
    status: 404,
    reads: { error: "bool", message: "text" },
  },
  {
    source: "src/utils/api.js:610-620 (getPaymentDetials: offset, limit) → src/Components/User/UserTransationHistory.jsx:39,120-135",
    method: "GET",
    path: "get_payment_details",
    params: { offset: "0", limit: "10" },
    signedIn: true,
    reads: { data: "list", total: "int" },
  },
  {
    source: "src/utils/api.js:835-846 (getNotificationList: offset, limit) → src/Components/User/UserNotification.jsx:44-146",
    method: "GET",
    path: "get_notification_list",
    params: { offset: "0", limit: "10" },
    signedIn: true,
    reads: { data: "list", total: "int" },
  },
  {
    source: "src/utils/api.js:862-868 (getChatList) → src/Components/Messages/ChatApp.jsx:885-910",
    method: "GET",
    path: "get_chats",
    signedIn: true,
    reads: { data: "list" },
  },
  {
    // Each page's getServerSideProps fetches it (not axios) and passes data[0]'s meta_* to its Meta component.
    source: "pages/index.js:14 (get_seo_settings with no page: the home page) → pages/index.js:30-33 (data[0].meta_title, …)",
    method: "GET",
    path: "get_seo_settings",
    reads: {
      "data[].meta_title": "string",
      "data[].meta_description": "string",
      "data[].meta_keywords": "string",
      "data[].meta_image": "any",
    },
  },
  {
    source:
      "pages/properties/all-properties/index.jsx:16 (get_seo_settings?page=all-properties) → :33-36 data[0].meta_title, meta_description, meta_image",
    method: "GET",
    path: "get_seo_settings",
    params: { page: "all-properties" },
    reads: { "data[].meta_title": "string", "data[].meta_description": "string", "data[].meta_image": "any" },
  },
  {
    source: "src/utils/api.js:214-221 (getSliderApi: get_slider, no parameters) → src/store/reducer/momentSlice.js:92 (the list's length)",
    method: "GET",
    path: "get_slider",
    reads: { data: "list", "data[].id": "int", "data[].web_image": "string", "data[].slider_type": "text" },
  },
];
