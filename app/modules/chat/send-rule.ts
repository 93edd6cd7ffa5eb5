/** Messages one account may send per minute, through the API and the chat page together: enough to talk, too few to spam. */
export const sendMessageRule = { window: 60, max: 20 };

/** The counter both the API and the page spend for `actorId`'s sends. */
export const sendMessageKey = (actorId: number) => `call:POST send_message:u${actorId}`;
