// Jest stand-in for log4js, the logger of @cdktf/commons and @cdktn/commons: the real module, with clustering off.
// log4js adds a listener to Node's process-wide `cluster` emitter from each copy of its module that is configured,
// and Jest loads a fresh copy for every test file: after ten files in one worker Node warned
// (MaxListenersExceededWarning), and each listener kept its test file's modules alive. Configured here before the
// commons' getLogger would configure it (with the same defaults: everything off), and with `disableClustering` on
// every configure after, no copy adds a listener. Logging itself is unchanged.
const log4js = require("log4js/lib/log4js");

const configure = (config) => log4js.configure({ ...config, disableClustering: true });
configure({ appenders: { out: { type: "stdout" } }, categories: { default: { appenders: ["out"], level: "off" } } });

module.exports = { ...log4js, configure };
