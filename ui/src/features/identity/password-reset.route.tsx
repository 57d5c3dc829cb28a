import type { RouteModule } from '../../shared/route-module';
import { PasswordResetPage } from './password-reset-page';

/** The lazy route module of `/password/reset?token=`. */
const route: RouteModule = { Component: PasswordResetPage };
export default route;
