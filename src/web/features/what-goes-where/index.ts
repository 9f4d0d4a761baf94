/** What other features may use of what-goes-where: its page (the router loads it). */
export { WhatGoesWherePage } from './what-goes-where-page';
