/**
 * Every page of a signed-in member's own, in the order the home's navigation and the phone
 * menu list them. The home (`/user`) reaches each of them at every screen size.
 */
export const memberPages = [
  { to: "/user", key: "memberOverview" },
  { to: "/user/properties/new", key: "postListing" },
  { to: "/user/properties", key: "myListings" },
  { to: "/user/projects", key: "myProjects" },
  { to: "/user/advertisement", key: "myAdvertisements" },
  { to: "/user/chat", key: "chatLink" },
  { to: "/user/leads", key: "myLeads" },
  { to: "/user/favourites", key: "myFavourites" },
  { to: "/user/saved-searches", key: "savedSearches" },
  { to: "/user/personalise-feed", key: "personaliseFeed" },
  { to: "/user/notifications", key: "notifications" },
  { to: "/subscription-plan", key: "subscriptionPlans" },
  { to: "/user/transaction-history", key: "transactionHistory" },
  { to: "/user/agent-verification", key: "agentVerification" },
  { to: "/user/profile", key: "myProfile" },
] as const;
