import { checkoutModel, checkoutPaths } from '@vitrine/core';
import { describeModel } from './support/model-suite.js';

describeModel(checkoutModel, checkoutPaths);
