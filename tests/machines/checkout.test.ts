import { checkoutModel, checkoutPaths } from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';

describeModel(checkoutModel, checkoutPaths);
