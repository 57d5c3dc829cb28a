import { returnsModel, returnsPaths } from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';

describeModel(returnsModel, returnsPaths);
