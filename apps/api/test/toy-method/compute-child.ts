// The compute children of the toy-method test: the product's analysis computes, with the toy
// method registered in this process too (a child process has its own registry).
import { registerMethod } from '@ergo/contracts';
import { serveAnalysisComputes } from '@ergo/analysis/compute-child';
import { toyMethod } from './toy-method';

registerMethod(toyMethod);
serveAnalysisComputes();
