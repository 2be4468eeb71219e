<?php
/**
 * The editor script's dependencies: WordPress's own globals, so the script needs no build step.
 *
 * @package Showroom
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n' ),
	'version'      => '0.1.0',
);
