import { z } from 'zod';
import { PORTAL_PAGES } from '../pages.js';
import { defineTemplate } from './define.js';

const GUIDE = `<a href="${PORTAL_PAGES.guide.path}">`;
const time = z.iso.datetime().describe('ISO 8601 date-time');

/** The forwarder's notices about the portal itself. */
export const portalTemplates = {
  'portal.guideAnnounced': defineTemplate({
    messageType: '1',
    params: z.object({}),
    texts: {
      'zh-CN': {
        title: () => '新功能：门户使用指南',
        content: () => `“设置”下的${GUIDE}使用指南</a>介绍了如何跟踪货物、查看节点、使用通知以及导出列表。`,
      },
      'en-US': {
        title: () => 'New: the portal guide',
        content: () =>
          `The ${GUIDE}guide</a> under Settings explains how to track a shipment, read its milestones, use notifications and export a list.`,
      },
      'fr-FR': {
        title: () => 'Nouveau : le guide du portail',
        content: () =>
          `Le ${GUIDE}guide</a> dans Paramètres explique comment suivre une expédition, lire ses étapes, utiliser les notifications et exporter une liste.`,
      },
      'de-DE': {
        title: () => 'Neu: die Portal-Anleitung',
        content: () =>
          `Die ${GUIDE}Anleitung</a> unter Einstellungen erklärt, wie Sie eine Sendung verfolgen, ihre Meilensteine lesen, Benachrichtigungen nutzen und eine Liste exportieren.`,
      },
    },
  }),

  'portal.maintenance': defineTemplate({
    messageType: '1',
    params: z.object({ From: time, To: time }),
    texts: {
      'zh-CN': {
        title: (p, f) => `门户维护：${f.day(p.From)}`,
        content: (p, f) =>
          `Portside 将于 <b>${f.timeRange(p.From, p.To)}</b> 进行维护，期间无法使用。维护期间收到的跟踪数据将在维护结束后显示。`,
      },
      'en-US': {
        title: (p, f) => `Portal maintenance on ${f.day(p.From)}`,
        content: (p, f) =>
          `Portside will be unavailable on <b>${f.timeRange(p.From, p.To)}</b> for maintenance. Tracking data received meanwhile appears afterwards.`,
      },
      'fr-FR': {
        title: (p, f) => `Maintenance du portail le ${f.day(p.From)}`,
        content: (p, f) =>
          `Portside sera indisponible le <b>${f.timeRange(p.From, p.To)}</b> pour maintenance. Les données de suivi reçues entre-temps apparaîtront ensuite.`,
      },
      'de-DE': {
        title: (p, f) => `Portal-Wartung am ${f.day(p.From)}`,
        content: (p, f) =>
          `Portside ist am <b>${f.timeRange(p.From, p.To)}</b> wegen Wartung nicht verfügbar. In dieser Zeit empfangene Sendungsdaten erscheinen danach.`,
      },
    },
  }),
};
