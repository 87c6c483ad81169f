import { defineModule } from '../module.ts';
import { calendarRoutes } from './calendar.routes.ts';

/**
 * Calendar feeds: each person's secret iCalendar address, which keeps their socials and courts
 * in their own calendar app, and says when one changed or was cancelled.
 */
export const calendarModule = defineModule({ name: 'calendar', routes: calendarRoutes });
