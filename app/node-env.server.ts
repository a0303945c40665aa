/**
 * Imported first by server.ts (and by the configuration): React and the libraries around it pick
 * their production or development build from NODE_ENV when they are first imported, which is
 * before server.ts's own code runs. An unset NODE_ENV serves the production build, with the
 * configuration's development defaults: the configuration reads NODE_ENV as it was at the start.
 * In the compiled server (build/server.js) the packages server.ts imports are evaluated before
 * this line; none of them picks a build from NODE_ENV, and React comes later, with the Remix build.
 */
export const startedWithNodeEnv: string | undefined = process.env.NODE_ENV;
process.env.NODE_ENV = (startedWithNodeEnv ?? "production") as typeof process.env.NODE_ENV;
