/** Wiring of the admin area to other modules' extension points and events. */
export default async function adminBoot() {}
