/** Inquiries and find-my-property requests one client address may send in ten minutes (the API and the pages). */
export const leadRule = { window: 600, max: 5 };
