import { useSelector } from '@xstate/react';
import { layoutActors } from '../../wiring/workspace';
import { selectSelectedSuite, selectTestSuites } from '../../../machines/mainLayout/mainLayout.selectors';
import { ProjectPickerView } from './ProjectPickerView';

/** The project picker wired to its actor; the project list comes from the layout. */
export function ProjectPicker() {
  const { projectPicker, mainLayout } = layoutActors();
  const snapshot = useSelector(projectPicker, (s) => s);
  const projects = useSelector(mainLayout, selectTestSuites);
  const selected = useSelector(mainLayout, selectSelectedSuite);
  return <ProjectPickerView snapshot={snapshot} send={projectPicker.send} projects={projects} selected={selected} />;
}
