// Favourites and the interested users of a listing: the words in both languages (spread into app/lib/i18n/vi.ts and en.ts).
export const favouritesWords = {
  vi: {
    interestedUsersOf: "Người quan tâm: {title}",
    interestedUsersCount: "{count} người quan tâm",
    noInterestedUsers: "Chưa có ai quan tâm đến tin này.",
    interestedSince: "Quan tâm từ",
    noFavouritesYet: "Bạn chưa lưu tin nào.",
    browseListings: "Xem các tin đăng",
    removeFavourite: "Bỏ yêu thích",
    addFavourite: "Lưu tin",
    markInterested: "Quan tâm",
    markInterestedHint: "Người đăng sẽ thấy tên và liên hệ của bạn trong danh sách người quan tâm.",
    seeInterestedUsers: "Xem ai quan tâm",
  },
  en: {
    interestedUsersOf: "Interested users: {title}",
    interestedUsersCount: "{count} interested",
    noInterestedUsers: "Nobody has shown interest in this listing yet.",
    interestedSince: "Interested since",
    noFavouritesYet: "You have not saved any listings yet.",
    browseListings: "Browse listings",
    removeFavourite: "Remove favourite",
    addFavourite: "Save",
    markInterested: "Interested",
    markInterestedHint: "The lister sees your name and contact in their list of interested people.",
    seeInterestedUsers: "See who is interested",
  },
};
