import { claimsModel, claimsPaths } from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';

describeModel(claimsModel, claimsPaths);
